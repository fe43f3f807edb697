// Middleware run in turn as one layer (src/http/middleware/in-turn.ts) behave as the same
// middleware as separate layers of Express's router: in order, a thrown error or a rejected
// promise skipping the rest to the error handler, a falsy error none, an answer ending the turn.
import assert from 'node:assert/strict';
import express, { type NextFunction, type Request, type Response } from 'express';
import supertest from 'supertest';
import { inTurn, type Middleware } from '../../src/http/middleware/in-turn.ts';

/** The same steps as layers and in turn: what each app answers. */
async function both(steps: (seen: string[]) => Middleware[], path = '/'): Promise<Array<{ status: number; body: unknown }>> {
  const answers = [];
  for (const grouped of [false, true]) {
    const seen: string[] = [];
    const app = express();
    const list = steps(seen);
    if (grouped) app.use(inTurn(list));
    else for (const s of list) app.use(s);
    app.use((_req: Request, res: Response) => void res.json({ seen, reached: 'route' }));
    app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(418).json({ seen, error: err.message }));
    const r = await supertest(app).get(path);
    answers.push({ status: r.status, body: r.body as unknown });
  }
  return answers;
}

const mark = (seen: string[], name: string): Middleware => (_req, _res, next) => {
  seen.push(name);
  next();
};

describe('middleware in turn', () => {
  it('run in order, then the route', async () => {
    const [layers, grouped] = await both((seen) => [mark(seen, 'a'), async (_q, _s, next) => {
      await new Promise((r) => setTimeout(r, 1));
      seen.push('b');
      next();
    }, mark(seen, 'c')]);
    assert.deepEqual(grouped, layers);
    assert.deepEqual(layers!.body, { seen: ['a', 'b', 'c'], reached: 'route' });
  });

  it('a thrown error, an error passed on and a rejected promise each skip the rest', async () => {
    const failing: Array<(seen: string[]) => Middleware> = [
      () => () => {
        throw new Error('thrown');
      },
      () => (_q, _s, next) => next(new Error('passed')),
      () => async () => {
        await Promise.resolve();
        throw new Error('rejected');
      },
    ];
    for (const fail of failing) {
      const [layers, grouped] = await both((seen) => [mark(seen, 'a'), fail(seen), mark(seen, 'c')]);
      assert.deepEqual(grouped, layers);
      assert.equal(layers!.status, 418);
      assert.deepEqual((layers!.body as { seen: string[] }).seen, ['a']);
    }
  });

  it('a falsy error is none; an answer ends the turn', async () => {
    const [layers, grouped] = await both((seen) => [(_q, _s, next) => next(null), mark(seen, 'b'), (_q, res) => void res.status(201).json({ seen })]);
    assert.deepEqual(grouped, layers);
    assert.deepEqual(layers!.body, { seen: ['b'] });
    assert.equal(layers!.status, 201);
  });
});
