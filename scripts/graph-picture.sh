#!/usr/bin/env sh
# Builds the README's picture of `magis people --graph`: a sample store made only through
# `magis ask` (the real pipeline, offline, the clock pinned), drawn by Graphviz into
# docs/people-graph.png. Needs `dot` (Debian/Ubuntu: apt-get install graphviz) and a built dist/.
set -eu
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "graph-picture: Graphviz's dot is missing (apt-get install graphviz)." >&2; exit 1; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT INT TERM
ask() { MAGIS_HOME="$home/magis" node bin/magis.js ask "$2" --now "$1" >/dev/null; }
ask 2026-11-16T08:00 'Minha esposa Ana faz aniversário dia 3 de maio'
ask 2026-11-16T08:05 'Minha filha Bia tem 9 anos e faz natação toda terça às 16h'
ask 2026-11-16T08:10 'Meu filho João tem 6 anos'
ask 2026-11-16T19:00 'A mãe da Ana, a Lourdes, vem almoçar domingo'
ask 2026-11-17T09:00 'Meu irmão Pedro é casado com a Carla'
ask 2026-11-17T09:30 'O Marcos é meu chefe'
ask 2026-11-17T10:00 'A Fernanda é minha colega de trabalho'
ask 2026-11-18T18:00 'O Rui é meu vizinho'
ask 2026-11-18T20:00 'O Tiago é meu melhor amigo'
ask 2026-11-19T08:00 'A Sofia é filha do Pedro'
ask 2026-11-19T09:00 'O Pipoca é nosso cachorro'
MAGIS_HOME="$home/magis" node bin/magis.js people --graph --now 2026-11-20T10:00
MAGIS_HOME="$home/magis" node bin/magis.js people --graph --format dot --now 2026-11-20T10:00 | dot -Tpng -Gdpi=72 -o docs/people-graph.png
echo "wrote docs/people-graph.png ($(wc -c < docs/people-graph.png) bytes)"
