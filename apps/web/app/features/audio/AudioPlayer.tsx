import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/ui/use-hydrated';
import type { Audio } from '~/domain/types';
import { fileHref, fileType } from '~/site/media-paths';
import { formatTime, knownDuration, skipTo } from './time-format';
import { Button } from '~/ui/button/Button';
import styles from './AudioPlayer.module.css';
import { useT } from '~/i18n/react';

const SKIP_SECONDS = 10;

/**
 * The podcast player (SPEC §4, §8): a native <audio> with its own controls until JavaScript
 * runs, then custom controls — play/pause, mute, ±10 s, position and a seek slider.
 */
export function AudioPlayer({ audio, title }: { audio: Audio; title: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  const enhanced = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const text = useT('audio');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => {
      setPlaying(!element.paused);
      setMuted(element.muted);
      setCurrent(element.currentTime);
      setMediaDuration(element.duration);
    };
    const events = [
      'play',
      'pause',
      'ended',
      'volumechange',
      'timeupdate',
      'seeked',
      'loadedmetadata',
      'durationchange',
    ];
    for (const name of events) element.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of events) element.removeEventListener(name, sync);
    };
  }, []);

  const duration = knownDuration(mediaDuration, audio.durationSeconds);
  const position = text('audio.position', {
    current: formatTime(current),
    duration: formatTime(duration),
  });

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const toggleMute = () => {
    if (ref.current) ref.current.muted = !ref.current.muted;
  };
  const seek = (seconds: number) => {
    const element = ref.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrent(seconds);
  };

  // From the site's own origin (server/media.ts answers the player's byte ranges).
  const src = fileHref(audio);
  if (!src) return null;
  return (
    <section className={styles.player} aria-label={`${text('audio.label')}: ${title}`}>
      {/* Spoken word without captions: the offer page shows its full transcript below. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={ref} controls={!enhanced} preload="metadata" className={styles.native}>
        <source src={src} type={fileType(audio) ?? undefined} />
        <p>
          {text('audio.unsupported')} <a href={src}>{text('audio.download')}</a>
        </p>
      </audio>
      {enhanced ? (
        <div className={styles.controls}>
          <Button
            variant="icon"
            onClick={togglePlay}
            aria-label={text(playing ? 'audio.pause' : 'audio.play')}
          >
            <PlayIcon playing={playing} />
          </Button>
          <Button
            variant="icon"
            onClick={() =>
              seek(skipTo(ref.current?.currentTime ?? current, -SKIP_SECONDS, duration))
            }
            aria-label={text('audio.back')}
          >
            <SkipIcon back />
          </Button>
          <Button
            variant="icon"
            onClick={() =>
              seek(skipTo(ref.current?.currentTime ?? current, SKIP_SECONDS, duration))
            }
            aria-label={text('audio.forward')}
          >
            <SkipIcon />
          </Button>
          <input
            type="range"
            className={styles.slider}
            min={0}
            max={Math.max(1, Math.floor(duration ?? 0))}
            step={1}
            value={Math.floor(current)}
            onChange={(event) => seek(Number(event.currentTarget.value))}
            aria-label={text('audio.seek')}
            aria-valuetext={position}
          />
          <span className={styles.time} aria-hidden="true">
            {formatTime(current)} / {formatTime(duration)}
          </span>
          <Button
            variant="icon"
            onClick={toggleMute}
            aria-label={text('audio.mute')}
            aria-pressed={muted}
          >
            <SpeakerIcon muted={muted} />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4.5v15l12.5-7.5z" />}
    </svg>
  );
}

function SkipIcon({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <g transform={back ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M12 5a7 7 0 1 0 7 7h-2a5 5 0 1 1-5-5v3l4.5-4L12 2z" />
      </g>
      <text x="12" y="15.5" textAnchor="middle" fontSize="7" fontWeight="700">
        10
      </text>
    </svg>
  );
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" fill="none" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
        />
      )}
    </svg>
  );
}
