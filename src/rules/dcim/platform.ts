// Platform rules: a devlib driver is one netinv has (src/devlib/drivers), and the driver
// arguments are checked as X-DEVLIB headers and DEVLIB_ARGS are (src/devlib/arguments.ts),
// so a platform never hands a transport something it cannot use.
import type { PlatformRules } from '../../../generated/rules/types.ts';
import { ArgumentError, parseArgs } from '../../devlib/arguments.ts';
import { DRIVER_NAMES } from '../../devlib/drivers/index.ts';
import { ValidationError } from '../../engine/api.ts';

const rules: PlatformRules = {
  async beforeSave(_ctx, values) {
    const driver = values.devlib_driver;
    if (typeof driver === 'string' && driver !== '' && !DRIVER_NAMES.includes(driver))
      throw ValidationError.field('devlib_driver', `Unknown devlib driver "${driver}"; the drivers are: ${DRIVER_NAMES.join(', ')}.`);
    if (typeof values.devlib_args === 'string') {
      try {
        parseArgs(JSON.parse(values.devlib_args), 'devlib_args');
      } catch (e) {
        if (e instanceof ArgumentError) throw ValidationError.field('devlib_args', e.message.replace(/^devlib_args: /, ''));
        throw e;
      }
    }
  },
};

export default rules;
