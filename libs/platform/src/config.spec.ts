import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded single-process setup on port 3000', () => {
    const c = loadConfig({}, 'api');
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, runProjectors: true, queueName: 'captains-log' });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('leaves projecting to the worker when Redis is configured, unless told otherwise', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'api').runProjectors).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'worker').runProjectors).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://x', RUN_PROJECTORS: 'true' }, 'api').runProjectors).toBe(true);
  });

  it('names the variable and the problem for bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, 'api')).toThrow(new ConfigError('PORT must be a TCP port number (0-65535), got "eighty"'));
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' }, 'api')).toThrow(/DATABASE_URL must start with postgres: or postgresql:, got mysql:/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' }, 'api')).toThrow(/REDIS_URL is not a URL/);
    expect(() => loadConfig({ RUN_PROJECTORS: 'yes' }, 'api')).toThrow(/RUN_PROJECTORS must be true or false/);
  });

  it('takes a card image URL template with {id}, or none (images off)', () => {
    expect(loadConfig({}, 'api').cardImageUrl).toBeUndefined();
    expect(loadConfig({ CARD_IMAGE_URL: 'https://img.example/{set}/{id}.jpg' }, 'api').cardImageUrl).toBe('https://img.example/{set}/{id}.jpg');
    expect(() => loadConfig({ CARD_IMAGE_URL: 'https://img.example/card.jpg' }, 'api')).toThrow(/CARD_IMAGE_URL must be .* containing \{id\}/);
    expect(() => loadConfig({ CARD_IMAGE_URL: 'ftp://x/{id}' }, 'api')).toThrow(/CARD_IMAGE_URL/);
  });
});
