// Training Ring (tgq, 176_028): objective — lies on your facility with a Brig; once each turn, a captive in that brig faces one of your Jem'Hadar or SECURITY personnel there picked at random: if the picked one's printed STRENGTH is higher, the captive goes to your point area for as many points as its printed STRENGTH.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_028', {
  title: 'Training Ring',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility-with-brig' },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'bout',
      limit: 'once-per-turn',
      window: 'own-turn',
      targets: { kind: 'your-captive', inHostBrig: true },
      effects: [{ kind: 'brig-bout', select: { anyOf: [{ species: "Jem'Hadar" }, { classification: 'SECURITY' }] } }],
    },
  ],
});
