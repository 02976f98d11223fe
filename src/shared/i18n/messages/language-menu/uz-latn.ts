import { fn, type SourceTree } from '../../runtime/message';

/** The language menu (site header, admin sidebar); each language is named in itself, not here. */
export default {
  label: 'Interfeys tili',
  toggle: fn('Tilni tanlash, hozir: {language}', 'language'),
} satisfies SourceTree;
