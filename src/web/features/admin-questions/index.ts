export { QuestionEditorPage } from './components/question-editor-page';
