import { createAction } from '@reduxjs/toolkit';
import type { Language } from '../features/config/constants';

/**
 * The app now shows `language` (the user switched). What the server words in the reader's
 * language (payment method names, the operator's fares, club and messages) is read again,
 * so no list keeps the language it was loaded in.
 */
export const languageShown = createAction<Language>('app/languageShown');
