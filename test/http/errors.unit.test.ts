// The error handler (src/http/middleware/errors.ts) on its own: no database error text reaches a
// client, whatever the error's SQLSTATE (issue 15; test/api/hygiene.test.ts checks the service).
import assert from 'node:assert/strict';
import express from 'express';
import supertest from 'supertest';
import { errorHandler } from '../../src/http/middleware/errors.ts';

describe('http/errors: the error handler', () => {
  it('database error text never reaches a client', async () => {
    const app = express();
    app.get('/pg/:code', (req) => {
      throw Object.assign(new Error('invalid input syntax for type inet: "s3cr3t" at relation "users_user" column "password"'), { code: req.params.code, severity: 'ERROR' });
    });
    app.use(errorHandler);
    for (const code of ['22P02', '22003', '22001', '22007', '22008', '22023', '2201X', '22000', '42804', '22021', '57014', 'XX000', '42P01']) {
      const r = await supertest(app).get(`/pg/${code}`);
      assert.ok(r.status < 500 || r.status === 503 || r.status === 500, code);
      assert.doesNotMatch(r.text, /s3cr3t|users_user|syntax for type/, `${code}: ${r.text}`);
    }
  });
});
