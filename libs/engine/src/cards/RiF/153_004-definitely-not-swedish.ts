// Definitely Not Swedish (RiF, 153_004): dilemma — the opponent may download and seed here up to two of three named dilemmas; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_004', {
  title: 'Definitely Not Swedish',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Definitely Not Swedish',
    steps: [{ kind: 'download-and-seed', upTo: 2, titles: ["Don't Call Me Ahab", 'My First Raygun', 'Strict Dress Code'] }],
    discard: true,
  },
});
