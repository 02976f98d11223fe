import type { Overrides } from '../../../runtime/message';
import auditFields from '../audit-fields/uz-cyrl';
import type source from './uz-latn';

export default {
  filters: { actorPlaceholder: 'Электрон почта, исм ёки ID' },
  ...auditFields,
} satisfies Overrides<typeof source>;
