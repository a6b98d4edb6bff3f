import { useEffect, useState } from 'react';

/** A `blob:` URL previewing a chosen file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an outside resource made and revoked with the file
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
