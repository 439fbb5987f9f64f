/**
 * Settings the api passes to the page (apps/api/src/web-app.ts fills the `app-config` script of
 * index.html): the card image URL template (CARD_IMAGE_URL) or null, so images are off by default.
 */
export interface AppConfig {
  /** e.g. `https://images.example/{set}/{id}.jpg`: `{id}` is the Blueprint ID, `{set}` its set id */
  readonly cardImageUrl: string | null;
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (cached) return cached;
  let raw: Partial<AppConfig> = {};
  try {
    raw = JSON.parse(document.getElementById('app-config')?.textContent || '{}') as Partial<AppConfig>;
  } catch {
    raw = {};
  }
  cached = { cardImageUrl: typeof raw.cardImageUrl === 'string' && raw.cardImageUrl ? raw.cardImageUrl : null };
  return cached;
}

/** The image URL of a card (Blueprint ID `101_146`: set 101), or null when images are off. */
export function cardImageUrl(blueprintId: string, config: AppConfig = appConfig()): string | null {
  if (!config.cardImageUrl) return null;
  const set = blueprintId.split('_')[0] ?? '';
  return config.cardImageUrl.replaceAll('{id}', encodeURIComponent(blueprintId)).replaceAll('{set}', encodeURIComponent(set));
}
