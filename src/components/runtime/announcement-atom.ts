'use client';
import { atom } from 'jotai';

/** The text of the route announcer (a polite live region in the site layout). */
export const announcementAtom = atom('');
