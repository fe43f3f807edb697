import { randomBytes } from 'node:crypto';

/** A short unique suffix so each test's objects do not collide with others'. */
export function uid(): string {
  return randomBytes(4).toString('hex');
}
