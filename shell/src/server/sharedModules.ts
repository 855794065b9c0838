// The federation singletons, provided once to every area's server build: the site server resolves an area
// bundle's require('react') (and the rest of this list) to these, so the shell's server build and every
// area render with one React, one emotion and one shared-ui (with the router and the query cache), as in the
// browser where the shell's copies win at equal versions.
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as sharedUi from '@gpa/shared-ui';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';

export const sharedModules: Record<string, unknown> = {
  react,
  'react-dom': reactDom,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  zustand,
  '@gpa/shared-ui': sharedUi,
};
