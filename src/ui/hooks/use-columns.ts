import {useStdout} from 'ink';
import {useEffect, useState} from 'react';

/** Used when stdout reports no width (a pipe): the width most terminals open with. */
export const FALLBACK_COLUMNS = 80;

/** The terminal's width in columns, updated on every resize. */
export default function useColumns(): number {
  const {stdout} = useStdout();
  const [columns, setColumns] = useState(() => stdout.columns || FALLBACK_COLUMNS);
  useEffect(() => {
    const onResize = () => setColumns(stdout.columns || FALLBACK_COLUMNS);
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return columns;
}
