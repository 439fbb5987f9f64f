// Not Programmed to Respond (tnz, 219_020): interrupt — as a response, cancels a Kelvan Show of Force just encountered; stopping an android for a skill is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_020', {
  title: 'Not Programmed to Respond',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Kelvan Show of Force'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: stop your android (with Norman, another android gains a skill)'],
});
