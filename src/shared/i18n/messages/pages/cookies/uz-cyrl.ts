import type { Overrides } from '../../../runtime/message';
import type source from './uz-latn';

/** "local storage" is the browser's own term and stays Latin; "email" is "электрон почта". */
export default {
  sections: {
    storage: {
      heading: 'Браузер хотираси (local storage)',
      items: [
        undefined,
        undefined,
        undefined,
        'Меҳмон хариди ҳақидаги маълумот (квиз, электрон почта ва амал қилиш муддати).',
      ],
    },
  },
} satisfies Overrides<typeof source>;
