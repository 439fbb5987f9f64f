// Jonathan (AUT, 251_024): personnel — as he reports for duty his owner draws a card; he may report for free where his owner's T'Pol (any version) is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_024', {
  title: 'Jonathan',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReported: { effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  reports: [{ kind: 'self-where-present', with: { names: ["T'Pol"] }, cost: 'free' }],
});
