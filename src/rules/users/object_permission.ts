// Object permission rules: only superusers manage permissions (they decide what everyone else
// may do); the object types name catalogue models, the actions are non-empty names, and the
// constraints compile against every object type named, so a typo is a 400 now rather than a
// permission that silently matches nothing.
import type { ObjectPermissionRules } from '../../../generated/rules/types.ts';
import { ConstraintProblem, constraintCondition, constraintSets } from '../../auth/permissions.ts';
import { registry, Statement, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkContentTypes } from '../extras/content-types.ts';
import { requireSuperuser } from './user.ts';

const rules: ObjectPermissionRules = {
  beforeSave(ctx, values, existing) {
    requireSuperuser(ctx.user);
    checkContentTypes('object_types', values.object_types);
    const actions = values.actions;
    if (actions !== undefined) {
      if (actions.length === 0) throw ValidationError.field('actions', 'This list may not be empty.');
      for (const a of actions) if (!/^[a-z][a-z0-9_]*$/.test(a)) throw ValidationError.field('actions', `Invalid action "${a}": a name such as view, add, change, delete or devlib_read.`);
    }
    const types = valueAfterWrite(values, existing, 'object_types') as string[];
    const stored = valueAfterWrite(values, existing, 'constraints');
    const constraints = typeof stored === 'string' ? JSON.parse(stored) : stored;
    try {
      const sets = constraintSets(constraints);
      for (const type of types ?? [])
        for (const c of sets) constraintCondition(new Statement(), registry.modelOfContentType(type)!, 't', c, 0);
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
