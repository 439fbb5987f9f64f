// Rescue Captives (au, 103_072): interrupt — every personnel of yours held captive goes back to one of your outposts (cards about its capture on it, such as Interrogation or Torture, are discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_072', {
  title: 'Rescue Captives',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'rescue-all-your-captives' }] }],
});
