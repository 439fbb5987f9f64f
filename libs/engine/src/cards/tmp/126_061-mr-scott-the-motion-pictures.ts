// Mr. Scott (The Motion Pictures) (tmp, 126_061): personnel — aboard a ship, one of its staffing requirements need not be met.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_061', {
  title: 'Mr. Scott (The Motion Pictures)',
  scenario: 'behaviour/personnel-a.spec.ts',
  staffing: { kind: 'remove-requirement' },
});
