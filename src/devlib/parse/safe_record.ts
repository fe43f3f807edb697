// Records keyed by names a device chose (interfaces, VLANs, users, routing instances). A
// plain `obj[name]` misreads names such as "constructor" (inherited from Object.prototype)
// and `obj[name] = v` with "__proto__" replaces the object's prototype instead of adding a
// key; these helpers only ever see and make own properties.

/** obj[key] when obj has it as an own property, else undefined. */
export function ownValue<T>(obj: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Sets obj[key] as an own, enumerable property (also for "__proto__"); returns the value. */
export function putValue<T>(obj: Record<string, T>, key: string, value: T): T {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}

/** obj[key], first set to make() when obj has no such own property. */
export function valueFor<T>(obj: Record<string, T>, key: string, make: () => T): T {
  return Object.hasOwn(obj, key) ? obj[key]! : putValue(obj, key, make());
}
