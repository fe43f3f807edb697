// Object permission rules: only superusers manage permissions (they decide what everyone else
// may do); the object types name catalogue models (none at all is allowed, as NetBox's
// serializer does: such a permission grants nothing), the actions are non-empty names, and the
// constraints are an object of field lookups or a list of them. As in NetBox, a constraint is
// not checked against the object types' fields when it is saved (the collection 3.22 saves
// {name: Foo} for tunnel terminations and wireless LANs, neither of which has a name): where it
// names a field a model lacks, it matches none of that model's objects
// (src/auth/permissions.ts grantCondition), where NetBox would fail the request.
import type { ObjectPermissionRules } from '../../../generated/rules/types.ts';
import { ConstraintProblem, constraintSets } from '../../auth/permissions.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkContentTypes } from '../extras/content-types.ts';
import { requireSuperuser } from './user.ts';

const rules: ObjectPermissionRules = {
  beforeSave(ctx, values, existing) {
    requireSuperuser(ctx.user);
    checkContentTypes('object_types', values.object_types, true);
    const actions = values.actions;
    if (actions !== undefined) {
      if (actions.length === 0) throw ValidationError.field('actions', 'This list may not be empty.');
      for (const a of actions) if (!/^[a-z][a-z0-9_]*$/.test(a)) throw ValidationError.field('actions', `Invalid action "${a}": a name such as view, add, change, delete or devlib_read.`);
    }
    const stored = valueAfterWrite(values, existing, 'constraints');
    const constraints = typeof stored === 'string' ? JSON.parse(stored) : stored;
    try {
      constraintSets(constraints);
    } catch (e) {
      if (e instanceof ConstraintProblem) throw ValidationError.field('constraints', `Invalid constraints: ${e.message}`);
      throw e;
    }
  },
  beforeDelete(ctx) {
    requireSuperuser(ctx.user);
  },
};

export default rules;
