import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  filters: { searchPlaceholder: 'Тўлов ID, транзакция ID ёки электрон почта' },
  reconciliation: {
    problems: {
      PERFORMED_NOT_COMPLETED: 'Payme’да тўланган, бизда якунланмаган',
      COMPLETED_WITHOUT_PERFORM: 'Бизда якунланган, Payme’да тўланган транзакция йўқ',
      REFUND_NOT_RECORDED: 'Payme’да қайтарилган, бизда қайтарилмаган',
    },
  },
} satisfies Overrides<typeof source>;
