import { uuidFromName } from './uuid-from-name';

describe('uuidFromName', () => {
  it('derives the same version-8 UUID from the same name and different ones from different names', () => {
    const a = uuidFromName('game-1/key/0');
    expect(a).toBe(uuidFromName('game-1/key/0'));
    expect(a).not.toBe(uuidFromName('game-1/key/1'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
