// Mr. Spock (twt, 119_072): personnel — with any Captain Kirk present, he and Kirk have all attributes +2.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('119_072', {
  title: 'Mr. Spock',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Captain Kirk'], 2),
});
