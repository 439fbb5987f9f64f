// Fajo's Gallery (bog, 116_024): event — on your table: two cards each time you capture a unique personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_024', {
  title: "Fajo's Gallery",
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenYouCapture: { draw: 2, unique: true },
  manual: ['one card each time one of your [Fajo] cards or your Mona Lisa enters play'],
});
