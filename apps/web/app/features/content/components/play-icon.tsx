/** The play triangle of the video cards and the player's poster; decorative, the control names itself. */
export function PlayIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
