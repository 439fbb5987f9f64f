// U.S.S. Thunderchild (bog, 116_103): ship — SHIELDS four higher in a ship battle against Borg ships (and against the Borg Ship dilemma, which is played by manual effects).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_103', {
  title: 'U.S.S. Thunderchild',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['SHIELDS'], delta: 4, versus: { affiliation: 'Borg' } }],
  manual: ['the bonus against the Borg Ship dilemma (that dilemma is carried out by manual effects)'],
});
