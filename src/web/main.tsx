import './fonts.css';
import './styles.css';
import { installUzbekZodErrors } from '@shared/i18n/zod-errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

installUzbekZodErrors();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
