#!/usr/bin/env node
// Thin launcher: the CLI is bundled into dist/magis/ (esbuild, lazy chunks per command), built by
// `npm install` through the prepare script.
import {main} from '../dist/magis/main.js';

main(process.argv);
