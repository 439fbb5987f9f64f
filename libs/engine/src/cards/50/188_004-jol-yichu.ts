// Jol Yichu'! (50, 188_004): dilemma — the opponent picks two members to die, unless the Away Team has Anthropology and one of your staffed ships in orbit has Transporter Skill aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('188_004', {
  title: 'Jol Yichu\'!',
  scenario: 'behaviour/dilemmas/50.spec.ts',
  dilemma: {
    title: 'Jol Yichu\'!',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 2 },
        action: 'kill',
        unlessAny: [{ shipHere: { team: 'Anthropology', crew: 'Transporter Skill', staffed: true } }],
      },
    ],
  },
});
