// NetBox's VIRTUAL_IFACE_TYPES (dcim/constants.py): the interface types of Interface.is_virtual,
// which take no cable and are the only ones a virtual circuit ends on.
export const VIRTUAL_INTERFACE_TYPES = ['virtual', 'lag', 'bridge'];
