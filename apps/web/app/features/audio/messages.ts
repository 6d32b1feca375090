/** UI strings of the audio player (de is the reference). */
import { defineMessages } from '~/i18n/translate';

export const audioMessages = defineMessages({
  de: {
    'audio.label': 'Audio-Player',
    'audio.unsupported': 'Ihr Browser unterstützt das Audio-Element nicht.',
    'audio.play': 'Abspielen',
    'audio.pause': 'Pause',
    'audio.mute': 'Stumm schalten',
    'audio.back': '10 Sekunden zurück',
    'audio.forward': '10 Sekunden vor',
    'audio.seek': 'Position',
    'audio.position': '{current} von {duration}',
    'audio.download': 'Audiodatei herunterladen',
  },
  en: {
    'audio.label': 'Audio player',
    'audio.unsupported': 'Your browser does not support the audio element.',
    'audio.play': 'Play',
    'audio.pause': 'Pause',
    'audio.mute': 'Mute',
    'audio.back': '10 seconds back',
    'audio.forward': '10 seconds forward',
    'audio.seek': 'Position',
    'audio.position': '{current} of {duration}',
    'audio.download': 'Download the audio file',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    audio: (typeof audioMessages)['de'];
  }
}
