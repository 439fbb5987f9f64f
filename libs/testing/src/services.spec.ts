import { dropSchema, uniqueName, withTestDatabase } from './services';

describe('test services', () => {
  it('makes names that are valid, distinct PostgreSQL identifiers', () => {
    const a = uniqueName('es_test');
    const b = uniqueName('es_test');
    expect(a).toMatch(/^es_test_[a-z0-9]+_[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
  });

  it('reaches the test database and drops what a test created', async () => {
    const schema = uniqueName('svc_test');
    await withTestDatabase((c) => c.query(`CREATE SCHEMA ${schema}`));
    await dropSchema(schema);
    const left = await withTestDatabase((c) =>
      c.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]),
    );
    expect(left.rowCount).toBe(0);
  });
});
