#!/bin/sh
# Build the AIWine Gomocup brain (jinjiebang/AIWine, a yardstick for our gomoku engine)
# from a source tree outside this repository.  Nothing of AIWine is kept in Plyboard.
#
#   tools/match/build_aiwine.sh SOURCE_DIR [OUTPUT]
#
# SOURCE_DIR holds AIWine's src/*.cpp (for example an unpacked snapshot in /tmp/aiwine);
# OUTPUT defaults to SOURCE_DIR/pbrain-wine.  The flags follow the project's CMakeLists
# without -flto/-msse4.2, which some compilers here reject.
set -eu
if [ $# -lt 1 ] || [ ! -d "$1/src" ]; then
    echo "usage: $0 SOURCE_DIR [OUTPUT]  (SOURCE_DIR must contain src/*.cpp)" >&2
    exit 2
fi
source_dir=$1
output=${2:-$source_dir/pbrain-wine}
${CXX:-g++} -std=c++17 -O3 -DNDEBUG -pthread -o "$output" "$source_dir"/src/*.cpp -lm
echo "built $output"
