import { CreateAccountRequest } from './accounts';
import { jsonSchemaOf, parseWith } from './validation';

describe('contracts validation', () => {
  it('accepts a valid request and names every bad field of an invalid one', () => {
    const ok = parseWith(CreateAccountRequest, { handle: 'picard', displayName: 'J-L Picard', password: 'make-it-so!' }, 'body');
    expect(ok).toEqual({ ok: true, value: { handle: 'picard', displayName: 'J-L Picard', password: 'make-it-so!' } });
    const bad = parseWith(CreateAccountRequest, { handle: 'Picard!', password: 'short', extra: 1 }, 'body');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.field).sort()).toEqual(['body.displayName', 'body.extra', 'body.handle', 'body.password']);
    expect(bad.problems.find((p) => p.field === 'body.password')?.message).toBe('must be at least 10 characters');
    expect(bad.problems.find((p) => p.field === 'body.extra')?.message).toBe('unknown field: extra');
  });

  it('publishes a contract as JSON Schema', () => {
    const schema = jsonSchemaOf(CreateAccountRequest);
    expect(schema).toMatchObject({
      type: 'object',
      required: ['handle', 'displayName', 'password'],
      additionalProperties: false,
    });
    expect(Object.keys(schema.properties as object)).toEqual(['handle', 'displayName', 'password', 'role']);
  });
});
