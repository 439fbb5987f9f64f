// U.S.S. Enterprise-E (fc, 109_127): ship — WEAPONS three higher in a ship battle against Borg ships (and against the Borg Ship dilemma, which is played by manual effects).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_127', {
  title: 'U.S.S. Enterprise-E',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS'], delta: 3, versus: { affiliation: 'Borg' } }],
  manual: ['the bonus against the Borg Ship dilemma (that dilemma is carried out by manual effects)'],
});
