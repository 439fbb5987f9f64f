// Up Yer Shaft! (VP, 132_205): dilemma — one random Computer Skill member goes on top of its owner's draw deck; to get past, more ENGINEER than Leadership in the crew (its nullifying card is played as a response).
import { defineCard } from '../../behaviour/define';

export default defineCard('132_205', {
  title: 'Up Yer Shaft!',
  scenario: 'behaviour/dilemmas/VP.spec.ts',
  dilemma: {
    title: 'Up Yer Shaft!',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1, filter: { skill: 'Computer Skill' } }, action: 'to-deck-top' },
      { kind: 'pass-if', test: { moreSkill: { skill: 'ENGINEER', than: 'Leadership' } }, says: 'more ENGINEER than Leadership' },
    ],
  },
});
