import type { ComponentType } from 'react';
import { assetScope } from './media-filter';

interface MediaProps {
  attribute?: { allowedTypes?: string[] | null };
  [prop: string]: unknown;
}

/** Strapi's media field, whose dialog lists only the kinds of file the field takes. */
export function withAllowedTypes(Original: ComponentType<MediaProps>) {
  function MediaFieldOfItsTypes(props: MediaProps) {
    const types = props.attribute?.allowedTypes ?? null;
    return (
      // The dialog is a portal of this field: React brings its clicks here too.
      <div
        style={{ display: 'contents' }}
        onClickCapture={() => {
          assetScope.current = types;
        }}
      >
        <Original {...props} />
      </div>
    );
  }
  return MediaFieldOfItsTypes;
}
