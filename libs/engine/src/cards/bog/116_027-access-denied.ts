// Access Denied (bog, 116_027): incident — on your table: every Establish Gateway (not yet completed) whose target is one of your missions is nullified; at any time you may discard it to download Fractal Encryption Code onto your ship or outpost where its own script allows.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › NULLIFIERS; DOWNLOADING (behaviour/targeting-your-missions.ts, behaviour/download-with-own-target.ts).
export default defineCard('116_027', {
  title: 'Access Denied',
  scenario: 'behaviour/bogborg.spec.ts',
  play: { window: { kind: 'normal-play' } },
  nullifiesInPlay: { titles: ['Establish Gateway'], targetingYourMissions: true },
  abilities: [
    {
      id: 'fractal-code',
      window: 'any-time',
      costs: ['discard-self'],
      targets: { kind: 'card-with-own-target', titles: ['Fractal Encryption Code'] },
      effects: [{ kind: 'download-with-own-target' }],
    },
  ],
});
