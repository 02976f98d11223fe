import type { Translation } from '../../../runtime/message';
import type source from './uz-latn';

export default {
  notImage: 'Можно загружать только изображения',
  tooLarge: 'Размер файла должен быть меньше 5 МБ',
  urlRequired: 'Введите URL-адрес',
  urlInvalid: 'Неверный URL-адрес',
  urlNotImage: 'По этому адресу нет изображения, или его не удалось загрузить',
  uploadFailed: 'Не удалось загрузить изображение',
  uploadTab: 'Загрузка',
  urlTab: 'URL',
  chooseFile: 'Выбрать файл',
  dropHint: 'Перетащите изображение сюда или выберите файл',
  formatsHint: 'JPG, PNG, GIF или WebP, до 5 МБ',
  uploading: 'Загрузка...',
  urlLabel: 'URL-адрес изображения',
  urlPlaceholder: 'https://primer.uz/image.jpg',
  apply: 'Применить',
  checking: 'Проверяем...',
  noImage: 'Изображение не выбрано',
  preview: 'Выбранное изображение',
  previewFailed: 'Не удалось показать изображение',
  remove: 'Убрать изображение',
} satisfies Translation<typeof source>;
