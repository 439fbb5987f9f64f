// Honatta (Ls, 249_007): interrupt — once each turn, a personnel from the opponent's discard pile goes out of play and one of your Vidiian personnel has one of its skills (Dereth: two) until the end of the turn; lending a special download is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_007', {
  title: 'Honatta',
  scenario: 'behaviour/skill-copies.spec.ts',
  // Issue 15 (helper intr): the target `receiver>source>Skill` (Dereth: `Skill+Skill`) names your Vidiian, the personnel in the opponent's discard pile and its printed skill(s).
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'your-personnel-and-skill-to-copy', from: 'opponent-discard', receiver: { affiliation: 'Vidiian' }, twoFor: ['Dereth'] },
  triggers: [{ on: 'played', effects: [{ kind: 'copy-skill-until-end-of-turn', sourceOutOfPlay: true }] }],
  duration: 'instant',
  // The engine has no special-download (DL) skills on personnel (the card list's parsed `specialDownloads` are not read).
  manual: ['adding a special download (DL) of that personnel instead of a skill'],
});
