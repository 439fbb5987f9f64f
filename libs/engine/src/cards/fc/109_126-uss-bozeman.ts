// U.S.S. Bozeman (fc, 109_126): ship — WEAPONS and SHIELDS two higher in a ship battle against Borg ships (and against the Borg Ship dilemma, which is played by manual effects).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_126', {
  title: 'U.S.S. Bozeman',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 2, versus: { affiliation: 'Borg' } }],
  manual: ['the bonus against the Borg Ship dilemma (that dilemma is carried out by manual effects)'],
});
