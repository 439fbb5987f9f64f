// I Hate You (tmp, 126_005): dilemma — to get past, Anthropology and Youth with no Music member present (its nullifying interrupt is played as a response).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_005', {
  title: 'I Hate You',
  scenario: 'behaviour/dilemmas/tmp.spec.ts',
  dilemma: {
    title: 'I Hate You',
    steps: [{ kind: 'count', any: [{ require: 'Anthropology + Youth', noOne: { skill: 'Music' } }] }],
  },
});
