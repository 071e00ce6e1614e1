#!/usr/bin/env bash
# Placeholder until the browser side lands: nothing to install yet.
exit 0
