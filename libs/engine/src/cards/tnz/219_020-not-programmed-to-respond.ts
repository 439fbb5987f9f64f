// Not Programmed to Respond (tnz, 219_020): interrupt — stops one of your androids; while Norman is in play, another android of yours present with him may gain a skill you name until the end of the turn. Or, as a response, cancels a Kelvan Show of Force just encountered.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_020', {
  title: 'Not Programmed to Respond',
  scenario: 'behaviour/named-skills.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Kelvan Show of Force'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      // 1E rulebook › USING SKILLS › List of Regular Skills: the named skill (behaviour/named-skills.ts).
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'your-personnel-then-another-gains-skill', filter: { characteristic: 'Android' }, other: { characteristic: 'Android' }, whileInPlay: ['Norman'] },
      triggers: [{ on: 'played', effects: [{ kind: 'stop-target-and-grant-named-skill' }] }],
    },
  ],
});
