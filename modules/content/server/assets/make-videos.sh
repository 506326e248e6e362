#!/bin/sh
# Makes the three demo videos of the video library (issue 15): 12 s each, 320x180, 15 fps,
# VP9 in WebM without sound (Debian's Chromium and every current browser plays it), each well
# under 300 KB. Run once with ffmpeg (Debian package 'ffmpeg'); the files are committed.
set -e
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make() { # key source title subtitle
  ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$2=size=320x180:rate=15:duration=12" \
    -vf "drawbox=x=0:y=122:w=320:h=58:color=black@0.6:t=fill,\
drawtext=fontfile=$FONT:text='$3':fontcolor=white:fontsize=18:x=(w-text_w)/2:y=130,\
drawtext=fontfile=$FONT:text='$4 – %{eif\:t\:d} s':fontcolor=white:fontsize=12:x=(w-text_w)/2:y=156" \
    -c:v libvpx-vp9 -b:v 90k -deadline good -cpu-used 4 -row-mt 1 -an "$1.webm"
}
make bestellen-im-portal testsrc2 'Bestellen im Portal' 'Warenkorb und Bestellung'
make kuehlkette smptebars 'Kühlkette 2–8 °C' 'Lagerung im Kühlschrank'
make retoure-anmelden testsrc 'Retoure anmelden' 'Schritt für Schritt'
