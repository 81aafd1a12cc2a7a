#!/usr/bin/env node
// Kept as committed JavaScript so the bin link is executable before the first build.
import '../dist/cli.js';
