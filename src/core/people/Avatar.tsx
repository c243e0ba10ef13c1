import { initials } from '../format';

/** A person's photo, or their initials when there is none (decorative: the name is always next to it). */
export function Avatar({ name, photo }: { name: string; photo?: string | null }) {
  return photo ? (
    <img className="avatar" src={photo} alt="" loading="lazy" />
  ) : (
    <span className="avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
