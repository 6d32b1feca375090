/** Player times: whole seconds as m:ss (h:mm:ss from one hour on); unknown or broken values as 0:00. */
export function formatTime(seconds: number | null | undefined): string {
  const total =
    Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The new position after skipping, kept inside the audio (duration unknown: only not below 0). */
export function skipTo(current: number, by: number, duration: number | null): number {
  const target = Math.max(0, current + by);
  return duration !== null && Number.isFinite(duration) && duration > 0
    ? Math.min(target, duration)
    : target;
}

/** The duration to show: the audio's own once its metadata is loaded, else the CMS value. */
export function knownDuration(mediaDuration: number, cmsSeconds: number | null): number | null {
  if (Number.isFinite(mediaDuration) && mediaDuration > 0) return mediaDuration;
  return cmsSeconds !== null && cmsSeconds > 0 ? cmsSeconds : null;
}
